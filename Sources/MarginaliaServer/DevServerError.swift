/// Why the development server could not start. The text is made in `description` only.
public enum DevServerError: Error, Sendable, Equatable {
    /// Another process listens on the address.
    case portInUse(host: String, port: Int)
    /// The address cannot be listened on for another reason (an unknown host, a privileged port).
    case cannotListen(host: String, port: Int, reason: String)
}

extension DevServerError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "error: port \(port) on \(host) is already in use (another `marginalia serve`?). "
                + "Stop the other server or choose another port with --port."
        case .cannotListen(let host, let port, let reason):
            "error: cannot listen on \(host) port \(port): \(reason)"
        }
    }
}
