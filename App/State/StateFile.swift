import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The state file on disk: read whole, replaced atomically, moved aside when it cannot be used;
/// only ever a regular file (see ``RegularFile``).
///
/// Writing never leaves a torn file: the bytes go to a temporary file in the same folder, which
/// is flushed to the disk (`fsync`) and then renamed over the state file, so that a crash, a
/// SIGKILL or a power cut at any moment leaves either the previous file or the new one.
struct StateFile {
  /// The file's path.
  let path: String

  /// Why an operation on the state file failed, phrased for standard error.
  struct Failure: Error, Equatable {
    /// What failed and the system's reason, such as `cannot create the folder /x (Permission denied)`.
    let message: String
  }

  /// What reading found.
  enum Contents: Equatable {
    /// There is no state file yet.
    case missing
    /// The file's bytes.
    case data(Data)
    /// The file is a regular file that cannot be used, such as one too large; the reason. It may
    /// be moved aside.
    case unusable(String)
    /// The file is there but the system refuses to read it, such as for permission denied; the
    /// system's reason. Nothing says it is corrupt, so it is never moved or replaced.
    case unreadable(String)
    /// Something other than a regular file is at the path, such as a named pipe or a device; the
    /// reason. It is never read, moved or replaced.
    case notRegular(String)
  }

  /// The folder holding the file.
  var folder: String {
    guard let slash = path.lastIndex(of: "/") else {
      return "."
    }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private var name: String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// The prefix of the temporary files writes use, so that stale ones can be recognised.
  private var temporaryPrefix: String { ".\(name).tmp-" }

  // MARK: Reading

  /// Reads the file, unless it is larger than `limit` bytes or is not a regular file.
  ///
  /// A symbolic link is not followed: saving replaces the path itself, so a link would be
  /// replaced by a file and the file it named left stale.
  func read(limit: Int) -> Contents {
    do {
      return .data(try RegularFile.read(path, limit: limit, followingLinks: false))
    } catch .missing {
      return .missing
    } catch .notRegular(let kind) {
      return .notRegular(RegularFile.Refusal.notRegular(kind).description)
    } catch .failed(let reason) {
      return .unreadable(reason)
    } catch {
      return .unusable(error.description)
    }
  }

  // MARK: Writing

  /// Replaces the file's contents with `data` atomically, creating the folder if needed.
  ///
  /// The new file's bytes are always flushed before the rename, so the file is never torn. With
  /// `durably`, the folder is flushed after the rename too, so that the rename itself survives a
  /// power cut; without it a power cut may bring back the previous (complete) file. That second
  /// flush doubles the cost of a save, so the app asks for it only on the way out.
  ///
  /// An existing file that the user may not write is left alone, as if it were written in
  /// place. On failure the previous file is untouched and no temporary file is left behind.
  ///
  /// - Throws: ``Failure`` saying which step failed and why.
  func write(_ data: Data, durably: Bool = false) throws(Failure) {
    try createFolder(folder)
    // A rename would replace a read-only file too; a person who made it read-only meant it.
    if access(path, W_OK) != 0, errno == EACCES || errno == EROFS {
      throw Failure(message: "\(path) is read-only (\(Self.reason(errno)))")
    }
    if let entry = RegularFile.nonRegularEntry(at: path) {
      throw Failure(message: "\(path) is left alone: \(entry)")
    }
    let temporary =
      "\(folder)/\(temporaryPrefix)\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Failure(message: "cannot create a file in \(folder) (\(Self.reason(errno)))")
    }
    var closed = false
    var renamed = false
    defer {
      if !closed {
        close(descriptor)
      }
      if !renamed {
        unlink(temporary)
      }
    }
    let writeError: Int32? = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(
          descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if count < 0 {
          if errno == EINTR {
            continue
          }
          return errno
        }
        offset += count
      }
      return nil
    }
    if let writeError {
      throw Failure(message: "cannot write to \(folder) (\(Self.reason(writeError)))")
    }
    guard fsync(descriptor) == 0 else {
      throw Failure(message: "cannot flush the file to the disk (\(Self.reason(errno)))")
    }
    closed = true
    guard close(descriptor) == 0 else {
      throw Failure(message: "cannot close the new file (\(Self.reason(errno)))")
    }
    guard rename(temporary, path) == 0 else {
      throw Failure(message: "cannot replace \(path) (\(Self.reason(errno)))")
    }
    renamed = true
    if durably {
      syncFolder()
    }
  }

  /// Creates `folder` and its missing parents, readable only by the user, like `mkdir -p -m 700`.
  private func createFolder(_ folder: String) throws(Failure) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw Failure(message: "\(folder) is not a folder")
      }
      return
    }
    let parent = StateFile(path: folder).folder
    if parent != folder {
      try createFolder(parent)
    }
    guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
      throw Failure(message: "cannot create the folder \(folder) (\(Self.reason(errno)))")
    }
  }

  /// Flushes the folder, so that a rename in it survives a power cut; best effort.
  private func syncFolder() {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
  }

  // MARK: Setting aside

  /// Renames the file to `<path>.corrupt-<UTC time>` (with `-2`, `-3`… if that exists).
  ///
  /// - Returns: The new path.
  /// - Throws: ``Failure`` when the file cannot be renamed, such as in a read-only folder.
  func moveAside(at date: Date = Date()) throws(Failure) -> String {
    if let entry = RegularFile.nonRegularEntry(at: path) {
      throw Failure(message: entry)
    }
    let base = "\(path).corrupt-\(Self.timestamp(date))"
    for attempt in 1...1000 {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      var status = stat()
      guard lstat(candidate, &status) != 0 else {
        continue
      }
      guard rename(path, candidate) == 0 else {
        throw Failure(message: Self.reason(errno))
      }
      return candidate
    }
    throw Failure(message: "too many files named \(base)-N already")
  }

  /// `20250102T030405Z`: the UTC date and time, usable in a file name.
  static func timestamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }

  // MARK: Tidying

  /// Removes temporary files left by earlier runs that were killed while saving.
  ///
  /// A temporary file's name carries its writer's process id; only files of processes that no
  /// longer run are removed, so two instances sharing a state file never remove each other's.
  func removeStaleTemporaryFiles() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return
    }
    for name in names where name.hasPrefix(temporaryPrefix) {
      let rest = name.dropFirst(temporaryPrefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ pid_t($0) }) else {
        continue
      }
      let temporary = "\(folder)/\(name)"
      if kill(pid, 0) != 0, errno == ESRCH, RegularFile.nonRegularEntry(at: temporary) == nil {
        unlink(temporary)
      }
    }
  }

  /// The system's description of `code`, such as `Permission denied`.
  static func reason(_ code: Int32) -> String {
    RegularFile.reason(code)
  }
}
