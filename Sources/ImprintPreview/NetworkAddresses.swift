import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The addresses other machines can reach this one at, for `serve --host 0.0.0.0`, which is
/// no address to open: getifaddrs, on Linux and macOS alike.
public enum NetworkAddresses {
    /// The IPv4 addresses of the interfaces that are up, but loopback, in the system's order.
    public static func reachable() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var next = first
        while let interface = next?.pointee {
            next = interface.ifa_next
            let flags = Int32(interface.ifa_flags)
            guard let address = interface.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(cString: host)
            if !found.contains(text) { found.append(text) }
        }
        return found
    }

    /// Whether `host` listens on every address of the machine.
    public static func isWildcard(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::" || host == "[::]"
    }
}
