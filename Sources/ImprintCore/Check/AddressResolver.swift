#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks up the addresses of a host name. The link check asks once per request and connects
/// only to what it was told here, so that a name cannot answer a public address to the check
/// and a private one to the connection.
protocol AddressResolver: Sendable {
    /// Every address of `host`, or why there are none.
    func addresses(of host: String) -> Result<[IPAddress], AddressLookupError>
}

/// Why a host has no address.
struct AddressLookupError: Error, Equatable {
    let message: String
}

/// The system's resolver, through getaddrinfo (the only system call here whose types differ
/// between Linux and macOS).
struct SystemAddressResolver: AddressResolver {
    func addresses(of host: String) -> Result<[IPAddress], AddressLookupError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &results)
        guard status == 0 else { return .failure(AddressLookupError(message: String(cString: gai_strerror(status)))) }
        defer { freeaddrinfo(results) }
        var found: [IPAddress] = []
        var next = results
        while let entry = next {
            if let address = entry.pointee.ai_addr {
                switch Int32(address.pointee.sa_family) {
                case AF_INET:
                    address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                        found.append(IPAddress(bytes: withUnsafeBytes(of: ipv4.pointee.sin_addr) { Array($0) }))
                    }
                case AF_INET6:
                    address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                        found.append(IPAddress(bytes: withUnsafeBytes(of: ipv6.pointee.sin6_addr) { Array($0) }))
                    }
                default:
                    break
                }
            }
            next = entry.pointee.ai_next
        }
        guard !found.isEmpty else { return .failure(AddressLookupError(message: "no address")) }
        return .success(found)
    }
}

#if canImport(Glibc)
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
private let streamSocketType = SOCK_STREAM
#endif
