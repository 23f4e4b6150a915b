import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Opens and reads the files the app is given by name (the state file, `--data`, `--script`,
/// `--trace`), touching nothing but regular files and never blocking.
///
/// The C calls (`stat`, `open`, `fstat`, `read`) are here because Foundation's readers open
/// whatever the path names and wait in `open` or `read`: a named pipe with no writer blocks the
/// app for good, `/dev/zero` never ends, and a device may act on being opened. Here the path's
/// type is checked before opening, opening never waits (`O_NONBLOCK`) nor takes a controlling
/// terminal (`O_NOCTTY`), the opened file is checked again (it may have been replaced meanwhile),
/// and its size is checked before a byte is read.
enum RegularFile {
  /// Why a file was not opened or read.
  enum Refusal: Error, Equatable, CustomStringConvertible {
    /// Nothing is at the path (or a folder on the way is missing).
    case missing
    /// Something other than a regular file is there, such as `a named pipe (FIFO)`.
    case notRegular(String)
    /// The file holds more bytes than the caller reads: its size, or `nil` when it grew past the
    /// limit while being read.
    case tooLarge(size: Int?, limit: Int)
    /// The system refused, such as `Permission denied`.
    case failed(String)

    var description: String {
      switch self {
      case .missing:
        return "there is no such file"
      case .notRegular(let kind):
        return "it is \(kind), not a regular file"
      case .tooLarge(let size?, let limit):
        return "it is \(size) bytes, more than the \(limit) bytes allowed"
      case .tooLarge(nil, let limit):
        return "it grew past the \(limit) bytes allowed while it was read"
      case .failed(let reason):
        return reason
      }
    }
  }

  /// Opens the regular file at `path` for reading.
  ///
  /// - Parameter followingLinks: Whether a symbolic link at `path` is followed to the file it
  ///   names; without, the link itself is refused.
  /// - Returns: The open descriptor, which the caller closes, and the file's size.
  static func open(_ path: String, followingLinks: Bool) throws(Refusal) -> (
    descriptor: Int32, size: Int
  ) {
    var status = stat()
    guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
      throw refusal(errno)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .notRegular(kind(of: status.st_mode))
    }
    let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = Glibc.open(path, flags)
    guard descriptor >= 0 else {
      throw errno == ELOOP ? .notRegular(kind(of: S_IFLNK)) : refusal(errno)
    }
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      let mode = status.st_mode
      close(descriptor)
      throw .notRegular(kind(of: mode))
    }
    return (descriptor, Int(status.st_size))
  }

  /// The bytes of the regular file at `path`, refused before reading when it is larger than
  /// `limit`.
  static func read(_ path: String, limit: Int, followingLinks: Bool) throws(Refusal) -> Data {
    let (descriptor, size) = try open(path, followingLinks: followingLinks)
    defer { close(descriptor) }
    guard size <= limit else {
      throw .tooLarge(size: size, limit: limit)
    }
    var data = Data()
    data.reserveCapacity(size)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        guard errno == EINTR else { throw refusal(errno) }
        continue
      }
      if count == 0 {
        return data
      }
      guard data.count + count <= limit else {
        throw .tooLarge(size: nil, limit: limit)
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Opens the regular file at `path` for reading and appending, creating it (readable only by
  /// the user) when it is missing; anything but a regular file, a symbolic link included, is
  /// refused, and a failure says the system's reason (`Read-only file system`).
  ///
  /// Ignores SIGXFSZ, so that a file-size limit (`ulimit -f`) makes a write fail instead of
  /// killing the app.
  static func openForAppending(_ path: String) throws(Refusal) -> Int32 {
    signal(SIGXFSZ, SIG_IGN)
    let flags = O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let descriptor = Glibc.open(path, flags, 0o600)
    guard descriptor >= 0 else {
      throw errno == ELOOP ? .notRegular(kind(of: S_IFLNK)) : .failed(reason(errno))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      let mode = status.st_mode
      close(descriptor)
      throw .notRegular(kind(of: mode))
    }
    return descriptor
  }

  /// Appends all of `data` to the file open at `descriptor`, or nothing: a write cut short (a
  /// full disk, `ulimit -f`) is undone, so that the file never ends in a torn line.
  static func appendWhole(_ data: Data, to descriptor: Int32) throws(Refusal) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .failed(reason(errno)) }
    let failure: Int32? = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(
          descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return nil
    }
    guard let failure else { return }
    _ = ftruncate(descriptor, status.st_size)
    // A file-size limit is the person's own; name the command that sets it.
    throw .failed(failure == EFBIG ? reason(failure) + " (ulimit -f)" : reason(failure))
  }

  /// What is at `path` when it is something other than a regular file (a symbolic link is not
  /// followed), such as `it is a named pipe (FIFO), not a regular file`; `nil` for a regular file
  /// or nothing.
  static func nonRegularEntry(at path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
      return nil
    }
    return Refusal.notRegular(kind(of: status.st_mode)).description
  }

  /// The system's description of `code`, such as `Permission denied`.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  private static func refusal(_ code: Int32) -> Refusal {
    code == ENOENT || code == ENOTDIR ? .missing : .failed(reason(code))
  }

  /// What a file of `mode` is, in words, such as `a folder` or `a named pipe (FIFO)`.
  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "an unknown kind of file"
    }
  }
}
