import Foundation
import Hummingbird
import Logging
import MarginaliaServer
import NIOEmbedded
import Synchronization

/// Sends the payload, as the bytes of one connection, to the intake's routes as
/// `marginalia intake` builds them, over the demo (`Content/`, `Templates/`, comments taken at
/// `/comments/`) with a state folder of this process. Invariants, for every request:
/// - the responder never throws and no answer is a 5xx;
/// - each answer has one of the intake's statuses, and a `303` points to its `received` page;
/// - no page holds `<script` (the intake's pages have no script: a name, body or field that
///   came through unescaped would);
/// and after the payload's requests every queue file parses and no temporary file is left.
struct IntakeCheck {
    let payload: [UInt8]

    static let requestLimit = 8
    private static let statuses: Set<Int> = [200, 303, 400, 404, 405, 409, 413, 415, 422, 429]
    private static let logger = Logger(label: "marginalia-fuzz", factory: { _ in SwiftLogNoOpLogHandler() })
    /// The state folder of this process.
    static let state = FileManager.default.temporaryDirectory.appendingPathComponent(
        "marginalia-fuzz-intake-\(getpid())"
    ).path

    /// The responder, made by the first input that needs it (on the thread that runs the inputs,
    /// as every job of a check must be) and kept for the process.
    private static let made = Mutex<RouterResponder<BasicRequestContext>?>(nil)

    private static func responder() async -> RouterResponder<BasicRequestContext>? {
        if let responder = made.withLock({ $0 }) { return responder }
        let responder = try? await IntakeRoutes.responder(
            content: "Content", templates: "Templates", state: state, log: { _ in })
        made.withLock { $0 = responder }
        return responder
    }

    func run() async throws(FuzzFailure) {
        guard let responder = await Self.responder() else {
            throw FuzzFailure(.intake, "the intake could not start over Content/ and Templates/")
        }
        let requests = RequestDecoder.requests(in: payload, limit: Self.requestLimit)
        let channel = EmbeddedChannel()
        defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
        for decoded in requests {
            let request = Request(head: decoded.head, body: RequestBody(buffer: decoded.body))
            let what = "\(decoded.head.method) \(decoded.head.path ?? "")"
            let response: Response
            do {
                response = try await responder.respond(
                    to: request, context: BasicRequestContext(source: .init(channel: channel, logger: Self.logger)))
            } catch {
                throw FuzzFailure(.intake, "\(what): the responder threw \(error) (a 500)")
            }
            let sink = ResponseBodySink()
            do {
                try await response.body.write(sink.writer)
            } catch {
                throw FuzzFailure(.intake, "\(what): writing the body threw \(error)")
            }
            let code = Int(response.status.code)
            guard Self.statuses.contains(code) else { throw FuzzFailure(.intake, "\(what) → \(code)") }
            if code == 303, response.headers[.location]?.hasPrefix("/comments/received?post=") != true {
                throw FuzzFailure(.intake, "\(what) → 303 to \(response.headers[.location] ?? "nowhere")")
            }
            if sink.bytes.firstRange(of: Array("<script".utf8)) != nil {
                throw FuzzFailure(.intake, "\(what) → \(code): the page holds <script")
            }
        }
        let pending = Self.state + "/pending"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: pending)) ?? [] {
            guard name.hasSuffix(".json"), !name.hasPrefix("."),
                let data = FileManager.default.contents(atPath: pending + "/" + name),
                (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
            else { throw FuzzFailure(.intake, "the queue holds \(name), which is no whole entry") }
        }
    }
}
