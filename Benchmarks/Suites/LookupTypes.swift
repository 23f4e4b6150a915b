// Fifty distinct destination types for the lookup benchmark, written out in full.
// swift-format-ignore-file

/// A registered screen type with a payload, one of 34 structs.
struct LookupStruct0: Hashable { let id: Int }
struct LookupStruct1: Hashable { let id: Int }
struct LookupStruct2: Hashable { let id: Int }
struct LookupStruct3: Hashable { let id: Int }
struct LookupStruct4: Hashable { let id: Int }
struct LookupStruct5: Hashable { let id: Int }
struct LookupStruct6: Hashable { let id: Int }
struct LookupStruct7: Hashable { let id: Int }
struct LookupStruct8: Hashable { let id: Int }
struct LookupStruct9: Hashable { let id: Int }
struct LookupStruct10: Hashable { let id: Int }
struct LookupStruct11: Hashable { let id: Int }
struct LookupStruct12: Hashable { let id: Int }
struct LookupStruct13: Hashable { let id: Int }
struct LookupStruct14: Hashable { let id: Int }
struct LookupStruct15: Hashable { let id: Int }
struct LookupStruct16: Hashable { let id: Int }
struct LookupStruct17: Hashable { let id: Int }
struct LookupStruct18: Hashable { let id: Int }
struct LookupStruct19: Hashable { let id: Int }
struct LookupStruct20: Hashable { let id: Int }
struct LookupStruct21: Hashable { let id: Int }
struct LookupStruct22: Hashable { let id: Int }
struct LookupStruct23: Hashable { let id: Int }
struct LookupStruct24: Hashable { let id: Int }
struct LookupStruct25: Hashable { let id: Int }
struct LookupStruct26: Hashable { let id: Int }
struct LookupStruct27: Hashable { let id: Int }
struct LookupStruct28: Hashable { let id: Int }
struct LookupStruct29: Hashable { let id: Int }
struct LookupStruct30: Hashable { let id: Int }
struct LookupStruct31: Hashable { let id: Int }
struct LookupStruct32: Hashable { let id: Int }
struct LookupStruct33: Hashable { let id: Int }

/// A registered base class; values are instances of its subclass, found through the superclass.
class LookupBase0: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase0, rhs: LookupBase0) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf0: LookupBase0 {}
class LookupBase1: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase1, rhs: LookupBase1) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf1: LookupBase1 {}
class LookupBase2: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase2, rhs: LookupBase2) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf2: LookupBase2 {}
class LookupBase3: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase3, rhs: LookupBase3) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf3: LookupBase3 {}
class LookupBase4: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase4, rhs: LookupBase4) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf4: LookupBase4 {}
class LookupBase5: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase5, rhs: LookupBase5) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf5: LookupBase5 {}
class LookupBase6: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase6, rhs: LookupBase6) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf6: LookupBase6 {}
class LookupBase7: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase7, rhs: LookupBase7) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf7: LookupBase7 {}
class LookupBase8: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase8, rhs: LookupBase8) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf8: LookupBase8 {}
class LookupBase9: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase9, rhs: LookupBase9) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf9: LookupBase9 {}
class LookupBase10: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase10, rhs: LookupBase10) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf10: LookupBase10 {}
class LookupBase11: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase11, rhs: LookupBase11) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf11: LookupBase11 {}
class LookupBase12: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase12, rhs: LookupBase12) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf12: LookupBase12 {}
class LookupBase13: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase13, rhs: LookupBase13) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf13: LookupBase13 {}
class LookupBase14: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase14, rhs: LookupBase14) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf14: LookupBase14 {}
class LookupBase15: Hashable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: LookupBase15, rhs: LookupBase15) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
final class LookupLeaf15: LookupBase15 {}

/// Registers a builder for each of the 50 types with `register`, returning the type's index.
func registerLookupTypes(_ register: any LookupRegistrar) {
  register.add(LookupStruct0.self, index: 0)
  register.add(LookupStruct1.self, index: 1)
  register.add(LookupStruct2.self, index: 2)
  register.add(LookupStruct3.self, index: 3)
  register.add(LookupStruct4.self, index: 4)
  register.add(LookupStruct5.self, index: 5)
  register.add(LookupStruct6.self, index: 6)
  register.add(LookupStruct7.self, index: 7)
  register.add(LookupStruct8.self, index: 8)
  register.add(LookupStruct9.self, index: 9)
  register.add(LookupStruct10.self, index: 10)
  register.add(LookupStruct11.self, index: 11)
  register.add(LookupStruct12.self, index: 12)
  register.add(LookupStruct13.self, index: 13)
  register.add(LookupStruct14.self, index: 14)
  register.add(LookupStruct15.self, index: 15)
  register.add(LookupStruct16.self, index: 16)
  register.add(LookupStruct17.self, index: 17)
  register.add(LookupStruct18.self, index: 18)
  register.add(LookupStruct19.self, index: 19)
  register.add(LookupStruct20.self, index: 20)
  register.add(LookupStruct21.self, index: 21)
  register.add(LookupStruct22.self, index: 22)
  register.add(LookupStruct23.self, index: 23)
  register.add(LookupStruct24.self, index: 24)
  register.add(LookupStruct25.self, index: 25)
  register.add(LookupStruct26.self, index: 26)
  register.add(LookupStruct27.self, index: 27)
  register.add(LookupStruct28.self, index: 28)
  register.add(LookupStruct29.self, index: 29)
  register.add(LookupStruct30.self, index: 30)
  register.add(LookupStruct31.self, index: 31)
  register.add(LookupStruct32.self, index: 32)
  register.add(LookupStruct33.self, index: 33)
  register.add(LookupBase0.self, index: 34)
  register.add(LookupBase1.self, index: 35)
  register.add(LookupBase2.self, index: 36)
  register.add(LookupBase3.self, index: 37)
  register.add(LookupBase4.self, index: 38)
  register.add(LookupBase5.self, index: 39)
  register.add(LookupBase6.self, index: 40)
  register.add(LookupBase7.self, index: 41)
  register.add(LookupBase8.self, index: 42)
  register.add(LookupBase9.self, index: 43)
  register.add(LookupBase10.self, index: 44)
  register.add(LookupBase11.self, index: 45)
  register.add(LookupBase12.self, index: 46)
  register.add(LookupBase13.self, index: 47)
  register.add(LookupBase14.self, index: 48)
  register.add(LookupBase15.self, index: 49)
}

/// `count` values cycling over the types: two thirds structs, one third subclass instances.
func lookupValues(_ count: Int) -> [AnyHashable] {
  (0..<count).map { n in
    if n % 3 == 2 {
      switch (n / 3) % 16 {
      case 0: return AnyHashable(LookupLeaf0(id: n))
      case 1: return AnyHashable(LookupLeaf1(id: n))
      case 2: return AnyHashable(LookupLeaf2(id: n))
      case 3: return AnyHashable(LookupLeaf3(id: n))
      case 4: return AnyHashable(LookupLeaf4(id: n))
      case 5: return AnyHashable(LookupLeaf5(id: n))
      case 6: return AnyHashable(LookupLeaf6(id: n))
      case 7: return AnyHashable(LookupLeaf7(id: n))
      case 8: return AnyHashable(LookupLeaf8(id: n))
      case 9: return AnyHashable(LookupLeaf9(id: n))
      case 10: return AnyHashable(LookupLeaf10(id: n))
      case 11: return AnyHashable(LookupLeaf11(id: n))
      case 12: return AnyHashable(LookupLeaf12(id: n))
      case 13: return AnyHashable(LookupLeaf13(id: n))
      case 14: return AnyHashable(LookupLeaf14(id: n))
      case 15: return AnyHashable(LookupLeaf15(id: n))
      default: return AnyHashable(n)
      }
    }
    switch n % 34 {
    case 0: return AnyHashable(LookupStruct0(id: n))
    case 1: return AnyHashable(LookupStruct1(id: n))
    case 2: return AnyHashable(LookupStruct2(id: n))
    case 3: return AnyHashable(LookupStruct3(id: n))
    case 4: return AnyHashable(LookupStruct4(id: n))
    case 5: return AnyHashable(LookupStruct5(id: n))
    case 6: return AnyHashable(LookupStruct6(id: n))
    case 7: return AnyHashable(LookupStruct7(id: n))
    case 8: return AnyHashable(LookupStruct8(id: n))
    case 9: return AnyHashable(LookupStruct9(id: n))
    case 10: return AnyHashable(LookupStruct10(id: n))
    case 11: return AnyHashable(LookupStruct11(id: n))
    case 12: return AnyHashable(LookupStruct12(id: n))
    case 13: return AnyHashable(LookupStruct13(id: n))
    case 14: return AnyHashable(LookupStruct14(id: n))
    case 15: return AnyHashable(LookupStruct15(id: n))
    case 16: return AnyHashable(LookupStruct16(id: n))
    case 17: return AnyHashable(LookupStruct17(id: n))
    case 18: return AnyHashable(LookupStruct18(id: n))
    case 19: return AnyHashable(LookupStruct19(id: n))
    case 20: return AnyHashable(LookupStruct20(id: n))
    case 21: return AnyHashable(LookupStruct21(id: n))
    case 22: return AnyHashable(LookupStruct22(id: n))
    case 23: return AnyHashable(LookupStruct23(id: n))
    case 24: return AnyHashable(LookupStruct24(id: n))
    case 25: return AnyHashable(LookupStruct25(id: n))
    case 26: return AnyHashable(LookupStruct26(id: n))
    case 27: return AnyHashable(LookupStruct27(id: n))
    case 28: return AnyHashable(LookupStruct28(id: n))
    case 29: return AnyHashable(LookupStruct29(id: n))
    case 30: return AnyHashable(LookupStruct30(id: n))
    case 31: return AnyHashable(LookupStruct31(id: n))
    case 32: return AnyHashable(LookupStruct32(id: n))
    case 33: return AnyHashable(LookupStruct33(id: n))
    default: return AnyHashable(n)
    }
  }
}
