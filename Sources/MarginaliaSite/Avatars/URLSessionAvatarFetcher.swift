import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MarginaliaModels

/// Fetches avatars over HTTP(S) with URLSession: one GET per image, a time limit for the whole
/// exchange, and a size limit enforced while the body arrives (the transfer is cancelled as soon
/// as it passes the limit, so a huge file is never held in memory).
public struct URLSessionAvatarFetcher: AvatarFetching {
    /// The most time one image may take, start to finish.
    public var timeout: Duration
    /// The largest image accepted, in bytes.
    public var sizeLimit: Int

    public init(timeout: Duration = .seconds(5), sizeLimit: Int = 1_000_000) {
        self.timeout = timeout
        self.sizeLimit = sizeLimit
    }

    public func fetch(_ url: URL) async throws(AvatarFetchError) -> AvatarImage {
        let seconds = timeout.inSeconds
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpAdditionalHeaders = ["Accept": "image/avif,image/webp,image/png,image/jpeg,image/gif"]
        let (events, continuation) = AsyncStream.makeStream(of: TransferEvent.self)
        let session = URLSession(configuration: configuration, delegate: TransferDelegate(continuation), delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds))
        let deadline = Task {
            try await Task.sleep(for: timeout)
            task.cancel()
        }
        defer { deadline.cancel() }
        task.resume()

        var body = Data()
        var contentType: String?
        for await event in events {
            switch event {
            case .response(let status, let type, let expectedLength):
                guard status == 200 else { task.cancel(); throw .status(status) }
                if expectedLength > sizeLimit { task.cancel(); throw .tooLarge(bytes: Int(expectedLength), limit: sizeLimit) }
                contentType = type
            case .data(let chunk):
                body.append(chunk)
                if body.count > sizeLimit { task.cancel(); throw .tooLarge(bytes: body.count, limit: sizeLimit) }
            case .finished(let failure):
                // The deadline cancels the task; nothing else does before this point.
                if let failure { throw failure.isTimeout ? .timedOut(seconds: seconds) : .transport(failure.reason) }
                return try AvatarImage(data: body, contentType: contentType, limit: sizeLimit)
            }
        }
        throw .timedOut(seconds: seconds)
    }
}

/// What the session reports about one transfer, in order.
enum TransferEvent: Sendable {
    case response(status: Int, contentType: String?, expectedLength: Int64)
    case data(Data)
    case finished(TransferFailure?)
}

/// A failed transfer, copied out of the `Error` the session gives.
struct TransferFailure: Sendable {
    let reason: String
    let isTimeout: Bool
}

/// Forwards the session's callbacks into an `AsyncStream`; it holds nothing else, so it is
/// safely `Sendable`.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let continuation: AsyncStream<TransferEvent>.Continuation

    init(_ continuation: AsyncStream<TransferEvent>.Continuation) {
        self.continuation = continuation
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        continuation.yield(.response(
            status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type"),
            expectedLength: response.expectedContentLength
        ))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        continuation.yield(.data(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let failure = error.map { error in
            let code = (error as? URLError)?.code
            return TransferFailure(reason: error.localizedDescription, isTimeout: code == .timedOut || code == .cancelled)
        }
        continuation.yield(.finished(failure))
        continuation.finish()
    }
}
