import Foundation

/// Element coding for the standard types paths hold most, as closures compiled for each type.
///
/// Reached through ``NBJSONCodable`` at run time, their conformances would run as unspecialized
/// generic code, paying a witness-table call and a generic integer conversion per element; these
/// closures do the same work on the concrete type.
enum StandardElementCoding {
  /// Writes a value of `type` into a context, or `nil` for other types.
  static func writer(for type: Any.Type) -> ((Any, JSONCodingContext) throws -> Void)? {
    if type == Int.self {
      return { value, context in
        context.output.write(signed: Int64(reinterpret(value, as: Int.self)))
      }
    }
    if type == String.self {
      return { value, context in
        context.write(string: reinterpret(value, as: String.self))
      }
    }
    if type == Bool.self {
      return { value, context in
        context.output.write(bool: reinterpret(value, as: Bool.self))
      }
    }
    return nil
  }

  /// Reads a value of `type` from the document loaded in the decoder, or `nil` for other types.
  static func decoder(
    for type: Any.Type, witness: any HashableWitness
  ) -> ((JSONValueDecoder) throws -> NBPathEntry)? {
    if type == Int.self {
      return { decoder in
        NBPathEntry(
          typed: try decoder.decodeInteger(Int.self, at: 0) { decoder.codingPath },
          witness: witness)
      }
    }
    if type == String.self {
      return { decoder in
        NBPathEntry(
          typed: try decoder.decodeString(at: 0) { decoder.codingPath },
          witness: witness)
      }
    }
    if type == Bool.self {
      return { decoder in
        NBPathEntry(
          typed: try decoder.decodeBool(at: 0) { decoder.codingPath },
          witness: witness)
      }
    }
    return nil
  }
}
