import NIOCore
import SystemPackage

/// Why the development server could not start. The text is made in `description` only.
public enum DevServerError: Error, Sendable, Equatable {
    /// Another process listens on the address.
    case portInUse(host: String, port: Int)
    /// The address cannot be listened on for another reason (an unknown host, a privileged port).
    case cannotListen(host: String, port: Int, reason: String)
}

extension DevServerError {
    /// The error for a server that stopped with `error` before it served: `portInUse` when the
    /// system refused the address as taken (`EADDRINUSE` in NIO's `IOError`), which can still
    /// happen after the check at start if another process takes the port in between.
    init(serving error: any Error, host: String, port: Int) {
        if let error = error as? IOError, Errno(rawValue: error.errnoCode) == .addressInUse {
            self = .portInUse(host: host, port: port)
        } else {
            self = .cannotListen(host: host, port: port, reason: String(describing: error))
        }
    }
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
