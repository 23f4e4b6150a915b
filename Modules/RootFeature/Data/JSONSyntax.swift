import Foundation

/// Why `data` cannot be read as JSON, in Foundation's words (such as `not valid JSON: Invalid
/// value around character 13`, a byte offset, or `Number 1e999 is not representable in Swift`),
/// or `nil` when Foundation reads it as JSON after all.
///
/// `JSONDecoder` only says that data "was not valid JSON"; `JSONSerialization` says where or
/// which number is out of range, so the error path asks it again.
func jsonSyntaxProblem(in data: Data) -> String? {
  do {
    _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    return nil
  } catch {
    let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    let sentence = reason.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    // A number too large for a `Double` is JSON all the same; Foundation names it.
    return sentence.hasPrefix("Number ") ? sentence : "not valid JSON: " + sentence
  }
}
