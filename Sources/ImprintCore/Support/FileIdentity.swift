#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a file lives, whatever path names it: two paths with one identity are one file, through
/// symbolic links, `..`, hard links or a case-insensitive volume (`~/Blog` and `~/blog`).
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
}
