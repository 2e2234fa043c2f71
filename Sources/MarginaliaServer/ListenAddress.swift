#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the server listens, and the checks made before building: is the address loopback, and
/// is the port free (so that a taken port fails at once, not after a long first build).
struct ListenAddress: Sendable {
    let host: String
    let port: Int

    /// The host as sockets take it (an IPv6 address without brackets).
    var bindHost: String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// Whether only this machine can connect.
    var isLoopback: Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// The address as a URL, such as `http://127.0.0.1:8000/` or `http://[::1]:8000/`.
    func url(port: Int) -> String {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }

    /// Binds a socket to the address for a moment, the way the server will.
    func checkAvailable() throws(DevServerError) {
        guard port != 0 else { return }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(bindHost, String(port), &hints, &results)
        guard status == 0, let first = results else {
            throw .cannotListen(host: host, port: port, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(results) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let code = errno
            if code == EADDRINUSE { throw .portInUse(host: host, port: port) }
            throw .cannotListen(host: host, port: port, reason: String(cString: strerror(code)))
        }
    }
}
