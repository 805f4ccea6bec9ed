#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files. Every connection holds one, and the usual soft limit of
/// 1,024 would let a few hundred idle connections leave the browser none, so the server raises
/// it towards the hard limit when it starts.
enum OpenFileLimit {
    /// Far more than the server's connection limit needs; asking for more gains nothing.
    private static let wanted: rlim_t = 65536

    /// Raises the soft limit as far as the hard limit allows (up to `wanted`) and returns the
    /// soft limit now in force.
    @discardableResult
    static func raise() -> Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        let target = min(limit.rlim_max, wanted)
        if limit.rlim_cur < target {
            var raised = limit
            raised.rlim_cur = target
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}

#if canImport(Glibc)
private let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#elseif canImport(Darwin)
private let resource = RLIMIT_NOFILE
#endif
