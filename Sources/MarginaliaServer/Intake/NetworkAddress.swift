#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IP address as bytes (4 for IPv4, 16 for IPv6; an IPv4 address mapped into IPv6 is read as
/// IPv4), parsed from text with `inet_pton`. Used in memory only: no address is ever written.
struct NetworkAddress: Sendable, Equatable {
    let bytes: [UInt8]

    /// `nil` unless `text` is an IPv4 or IPv6 address (an IPv6 zone, `%eth0`, is dropped).
    init?(_ text: some StringProtocol) {
        let plain = String(text.prefix { $0 != "%" })
        var v4 = in_addr()
        if inet_pton(AF_INET, plain, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, plain, &v6) == 1 else { return nil }
        let all = withUnsafeBytes(of: &v6) { Array($0) }
        bytes = all.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff] ? Array(all.suffix(4)) : all
    }

    /// The network rate limits count by: the /24 of an IPv4 address, the /48 of an IPv6 one
    /// (as Isso's guard does), as one number.
    var network: UInt64 {
        let prefix = bytes.count == 4 ? bytes.prefix(3) : bytes.prefix(6)
        return prefix.reduce(UInt64(bytes.count == 4 ? 4 : 6)) { $0 << 8 | UInt64($1) }
    }

    /// Whether the first `bits` bits equal those of `other` (of the same family).
    func matches(_ other: NetworkAddress, bits: Int) -> Bool {
        guard bytes.count == other.bytes.count, bits >= 0, bits <= bytes.count * 8 else { return false }
        for index in 0..<(bits / 8) where bytes[index] != other.bytes[index] { return false }
        let rest = bits % 8
        guard rest > 0 else { return true }
        let mask = UInt8(0xff) << (8 - rest)
        return bytes[bits / 8] & mask == other.bytes[bits / 8] & mask
    }
}

/// `--trusted-proxy ADDRESS/BITS`: the network of the reverse proxy whose `X-Forwarded-For` is
/// believed. A request from anywhere else is counted by its own address.
public struct TrustedProxy: Sendable, Equatable {
    let address: NetworkAddress
    let bits: Int

    /// `nil` unless `text` is an address, optionally with `/BITS` within its family's length.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let address = NetworkAddress(parts[0]) else { return nil }
        let length = address.bytes.count * 8
        guard let bits = parts.count == 2 ? Int(parts[1]) : length, (0...length).contains(bits) else { return nil }
        self.address = address
        self.bits = bits
    }

    func contains(_ peer: NetworkAddress) -> Bool { peer.matches(address, bits: bits) }

    /// The client behind the proxy: the last address of `X-Forwarded-For` (the one the proxy
    /// added), when `peer` is the proxy; else `peer` itself.
    func client(peer: NetworkAddress?, forwardedFor header: String?) -> NetworkAddress? {
        guard let peer, contains(peer), let header,
            let last = header.split(separator: ",").last
        else { return peer }
        return NetworkAddress(last.filter { $0 != " " && $0 != "\t" }) ?? peer
    }
}
