import AsyncHTTPClient
import Foundation
import MarginaliaModels
import MarginaliaSite
import NIOCore

/// The downloads of one build: a pooled `HTTPClient` for direct connections, and one for each
/// distinct proxy the settings name (none unless a proxy variable is set). Made and shut down by
/// `HTTPClientAvatarFetcher.withSession`.
struct AvatarDownloadSession: AvatarFetching {
    let timeout: Duration
    let sizeLimit: Int
    let proxies: Result<ProxySettings, ProxySettingsError>
    /// The client for each route: `nil` for direct connections, else the proxy.
    private let clients: [ProxySettings.Proxy?: HTTPClient]

    /// What the server is told the page accepts.
    static let accept = "image/avif,image/webp,image/png,image/jpeg,image/gif"

    init(timeout: Duration, sizeLimit: Int, proxies: Result<ProxySettings, ProxySettingsError>) {
        self.timeout = timeout
        self.sizeLimit = sizeLimit
        self.proxies = proxies
        var routes: Set<ProxySettings.Proxy?> = [nil]
        if case .success(let settings) = proxies {
            routes.insert(settings.http)
            routes.insert(settings.https)
        }
        let limit = TimeAmount.nanoseconds(Int64(timeout.inSeconds * 1e9))
        clients = Dictionary(
            uniqueKeysWithValues: routes.map { proxy in
                var configuration = HTTPClient.Configuration(
                    redirectConfiguration: .follow(max: 5, allowCycles: false),
                    timeout: .init(connect: limit, read: limit),
                    proxy: proxy
                )
                // A host whose connection fails is marked failed for the build (`fetchAll`): the
                // pool must not try it again behind that decision, which it does by default when
                // a connection closes while it is being set up.
                configuration.connectionPool.retryConnectionEstablishment = false
                return (proxy, HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration))
            })
    }

    func fetch(_ url: URL) async throws(AvatarFetchError) -> AvatarImage {
        let settings: ProxySettings
        switch proxies {
        case .success(let value): settings = value
        case .failure(let error): throw .transport(error.description)
        }
        guard let client = clients[settings.proxy(for: url)] else {
            preconditionFailure("a client is made for every route")
        }
        let seconds = timeout.inSeconds
        let limit = sizeLimit
        // AsyncHTTPClient's own deadline ends once the response head is in; the body is bounded
        // by racing the whole download against the clock.
        let deadline = NIODeadline.now() + .nanoseconds(Int64(seconds * 1e9))
        let outcome = await Deadline.run(within: timeout) {
            await Self.download(url, with: client, sizeLimit: limit, deadline: deadline, seconds: seconds)
        }
        guard let outcome else { throw .timedOut(seconds: seconds) }
        return try outcome.get()
    }

    /// Closes the pooled connections. A client that is already shut down is fine.
    func shutdown() async {
        for client in clients.values {
            try? await client.shutdown()
        }
    }

    /// One GET: the status must be 200, the body at most `sizeLimit` bytes and an image.
    private static func download(
        _ url: URL, with client: HTTPClient, sizeLimit: Int, deadline: NIODeadline, seconds: Double
    ) async -> Result<AvatarImage, AvatarFetchError> {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: accept)
        do {
            let response = try await client.execute(request, deadline: deadline)
            guard response.status == .ok else { return .failure(.status(Int(response.status.code))) }
            let body: ByteBuffer
            do {
                body = try await response.body.collect(upTo: sizeLimit)
            } catch is NIOTooManyBytesError {
                let declared = response.headers.first(name: "content-length").flatMap { Int($0) }
                return .failure(.tooLarge(bytes: declared, limit: sizeLimit))
            }
            let data = Data(body.readableBytesView)
            let contentType = response.headers.first(name: "content-type")
            return Result { () throws(AvatarFetchError) in
                try AvatarImage(data: data, contentType: contentType, limit: sizeLimit)
            }
        } catch {
            return .failure(fetchError(error, seconds: seconds))
        }
    }

    /// The build's word for what went wrong.
    static func fetchError(_ error: any Error, seconds: Double) -> AvatarFetchError {
        if let error = error as? HTTPClientError,
            [.deadlineExceeded, .readTimeout, .connectTimeout, .cancelled].contains(error)
        {
            return .timedOut(seconds: seconds)
        }
        if error is CancellationError { return .timedOut(seconds: seconds) }
        return .transport(String(describing: error))
    }
}
