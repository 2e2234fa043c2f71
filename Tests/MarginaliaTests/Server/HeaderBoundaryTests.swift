import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MarginaliaContent
@testable import MarginaliaServer

/// Every header the server reads, at every integer boundary: nothing traps, and each answer has
/// the status RFC 9110 asks for (a bad range is ignored, 200, or unsatisfiable, 416; a bad date
/// is no condition). Tests/security/test_request_boundaries.py sends the same table to a running
/// `marginalia serve`, and Fuzz/corpus/request-* holds the rows as seeds.
@Suite("Header boundaries")
struct HeaderBoundaryTests {
    /// 26 bytes, so that every range can be checked by eye.
    static let clip = "abcdefghijklmnopqrstuvwxyz"

    /// What a response's body must be.
    enum Body: Sendable {
        /// The whole file.
        case whole
        /// Exactly these bytes.
        case exactly(String)
        /// Nothing (304).
        case empty
        /// Text that holds this.
        case containing(String)
    }

    /// One row of the table: a request and the answer it must get.
    struct Row: Sendable, CustomTestStringConvertible {
        let label: String
        var path = "/clip.mp4"
        /// In order; a name may repeat. `{etag}` stands for the file's entity tag.
        let headers: [(String, String)]
        let status: HTTPResponse.Status
        let body: Body
        var contentRange: String? = nil

        var testDescription: String { label }
    }

    static let intMax = "9223372036854775807"
    static let intMaxPlusOne = "9223372036854775808"
    static let uint64Max = "18446744073709551615"
    static let fortyDigits = "1234567890123456789012345678901234567890"

    static let ranges: [Row] = [
        Row(
            label: "last position Int.max", headers: [("Range", "bytes=0-\(intMax)")], status: .partialContent,
            body: .whole, contentRange: "bytes 0-25/26"),
        Row(
            label: "last position Int.max + 1", headers: [("Range", "bytes=0-\(intMaxPlusOne)")],
            status: .partialContent, body: .whole, contentRange: "bytes 0-25/26"),
        Row(
            label: "last position UInt64.max", headers: [("Range", "bytes=3-\(uint64Max)")], status: .partialContent,
            body: .exactly("defghijklmnopqrstuvwxyz"), contentRange: "bytes 3-25/26"),
        Row(
            label: "last position of 40 digits", headers: [("Range", "bytes=25-\(fortyDigits)")],
            status: .partialContent, body: .exactly("z"), contentRange: "bytes 25-25/26"),
        Row(
            label: "first position Int.max", headers: [("Range", "bytes=\(intMax)-")], status: .rangeNotSatisfiable,
            body: .containing("26 bytes"), contentRange: "bytes */26"),
        Row(
            label: "first position UInt64.max", headers: [("Range", "bytes=\(uint64Max)-")],
            status: .rangeNotSatisfiable, body: .containing("26 bytes"), contentRange: "bytes */26"),
        Row(
            label: "first position of 40 digits", headers: [("Range", "bytes=\(fortyDigits)-\(fortyDigits)")],
            status: .rangeNotSatisfiable, body: .containing("26 bytes"), contentRange: "bytes */26"),
        Row(
            label: "both positions Int.max", headers: [("Range", "bytes=\(intMax)-\(intMax)")],
            status: .rangeNotSatisfiable, body: .containing("26 bytes"), contentRange: "bytes */26"),
        Row(
            label: "suffix Int.max", headers: [("Range", "bytes=-\(intMax)")], status: .partialContent, body: .whole,
            contentRange: "bytes 0-25/26"),
        Row(
            label: "suffix of Int.min's digits", headers: [("Range", "bytes=-\(intMaxPlusOne)")],
            status: .partialContent, body: .whole, contentRange: "bytes 0-25/26"),
        Row(
            label: "suffix UInt64.max", headers: [("Range", "bytes=-\(uint64Max)")], status: .partialContent,
            body: .whole, contentRange: "bytes 0-25/26"),
        Row(
            label: "suffix of 40 digits", headers: [("Range", "bytes=-\(fortyDigits)")], status: .partialContent,
            body: .whole, contentRange: "bytes 0-25/26"),
        Row(
            label: "Int.min as a position", headers: [("Range", "bytes=-\(intMaxPlusOne)-0")], status: .ok, body: .whole
        ),
        Row(label: "a negative last position", headers: [("Range", "bytes=0--1")], status: .ok, body: .whole),
        Row(label: "a signed position", headers: [("Range", "bytes=+1-2")], status: .ok, body: .whole),
        Row(
            label: "last before first, both huge", headers: [("Range", "bytes=\(fortyDigits)-\(intMax)")], status: .ok,
            body: .whole),
        Row(label: "an empty Range", headers: [("Range", "")], status: .ok, body: .whole),
        Row(
            label: "a repeated Range", headers: [("Range", "bytes=0-0"), ("Range", "bytes=1-1")], status: .ok,
            body: .whole),
        Row(
            label: "two ranges, one at Int.max", headers: [("Range", "bytes=0-0,\(intMax)-")], status: .ok,
            body: .whole),
        Row(
            label: "an empty If-Range", headers: [("Range", "bytes=0-0"), ("If-Range", "")], status: .ok,
            body: .whole),
        Row(
            label: "If-Range in year -2147483648",
            headers: [("Range", "bytes=0-0"), ("If-Range", "Sun, 06 Nov -2147483648 08:49:37 GMT")], status: .ok,
            body: .whole),
        Row(
            label: "a repeated If-Range, both the file's tag",
            headers: [("Range", "bytes=0-0"), ("If-Range", "{etag}"), ("If-Range", "{etag}")], status: .ok,
            body: .whole),
        Row(
            label: "If-Range with the file's tag", headers: [("Range", "bytes=0-0"), ("If-Range", "{etag}")],
            status: .partialContent, body: .exactly("a"), contentRange: "bytes 0-0/26"),
    ]

    static func ifModifiedSince(_ label: String, _ date: String, _ status: HTTPResponse.Status) -> Row {
        Row(
            label: "If-Modified-Since " + label, headers: [("If-Modified-Since", date)], status: status,
            body: status == .notModified ? .empty : .whole)
    }

    static let dates: [Row] = [
        ifModifiedSince("year -2147483648", "Sun, 06 Nov -2147483648 08:49:37 GMT", .ok),
        ifModifiedSince("year 2147483648", "Sun, 06 Nov 2147483648 08:49:37 GMT", .ok),
        ifModifiedSince("year Int.max", "Sun, 06 Nov \(intMax) 08:49:37 GMT", .ok),
        ifModifiedSince("year of 40 digits", "Sun, 06 Nov \(fortyDigits) 08:49:37 GMT", .ok),
        ifModifiedSince("day Int.max", "Sun, \(intMax) Nov 1994 08:49:37 GMT", .ok),
        ifModifiedSince("second Int.min", "Sun, 06 Nov 1994 08:49:-\(intMaxPlusOne) GMT", .ok),
        ifModifiedSince("year 0", "Sat, 01 Jan 0000 00:00:00 GMT", .ok),
        ifModifiedSince("a leap second", "Sat, 31 Dec 2016 23:59:60 GMT", .ok),
        ifModifiedSince("the last second of 9999", "Fri, 31 Dec 9999 23:59:59 GMT", .notModified),
        ifModifiedSince("a leap second at the end of 9999", "Fri, 31 Dec 9999 23:59:60 GMT", .notModified),
        ifModifiedSince("second 61", "Fri, 31 Dec 9999 23:59:61 GMT", .ok),
        ifModifiedSince("hour 24", "Fri, 31 Dec 9999 24:00:00 GMT", .ok),
        ifModifiedSince("day 0", "Fri, 00 Dec 9999 23:59:59 GMT", .ok),
        ifModifiedSince("30 February", "Thu, 30 Feb 9999 00:00:00 GMT", .ok),
        ifModifiedSince("29 February of a leap year", "Tue, 29 Feb 9996 00:00:00 GMT", .notModified),
        ifModifiedSince("29 February of 9900", "Tue, 29 Feb 9900 00:00:00 GMT", .ok),
        ifModifiedSince("empty", "", .ok),
        Row(
            label: "If-Modified-Since repeated",
            headers: [
                ("If-Modified-Since", "Fri, 31 Dec 9999 23:59:59 GMT"),
                ("If-Modified-Since", "Fri, 31 Dec 9999 23:59:59 GMT"),
            ],
            status: .ok, body: .whole),
        Row(label: "If-None-Match empty", headers: [("If-None-Match", "")], status: .ok, body: .whole),
        Row(
            label: "If-None-Match repeated, the second the file's tag",
            headers: [("If-None-Match", "\"\(fortyDigits)\""), ("If-None-Match", "{etag}")], status: .notModified,
            body: .empty),
        Row(
            label: "If-None-Match repeated, neither the file's tag",
            headers: [("If-None-Match", "\"\(intMax)\""), ("If-None-Match", "W/\"")], status: .ok, body: .whole),
    ]

    static let paths: [Row] = [
        Row(
            label: "a lone percent sign", path: "/%", headers: [], status: .badRequest, body: .containing("Bad request")
        ),
        Row(
            label: "a truncated escape", path: "/clip.mp4%2", headers: [], status: .badRequest,
            body: .containing("Bad request")),
        Row(
            label: "an escape that is not UTF-8", path: "/%ff%fe", headers: [], status: .badRequest,
            body: .containing("Bad request")),
        Row(label: "an escaped NUL", path: "/%00", headers: [], status: .badRequest, body: .containing("Bad request")),
        Row(
            label: "escaped dots", path: "/%2e%2e/clip.mp4", headers: [], status: .badRequest,
            body: .containing("Bad request")),
        Row(label: "an escaped letter", path: "/%63lip.mp4", headers: [], status: .ok, body: .whole),
        Row(
            label: "a 40-digit name", path: "/\(fortyDigits)", headers: [], status: .notFound,
            body: .containing("Not here")),
        Row(
            label: "a 40-digit query", path: "/clip.mp4?\(fortyDigits)=\(intMax)", headers: [], status: .ok,
            body: .whole),
        Row(
            label: "a name longer than any file system allows", path: "/" + String(repeating: "a", count: 5000),
            headers: [], status: .notFound, body: .containing("Not here")),
    ]

    /// Sends the row's request, after a plain `GET` that learns the file's tag, to a folder with
    /// the clip, a home page and a 404 page, served as `serve` serves (with live reload).
    func check(_ row: Row) async throws {
        let folder = try TemporaryDirectory()
        try folder.write(Self.clip, to: "clip.mp4")
        try folder.write("<!doctype html><title>Home</title><p>Home page</p>", to: "index.html")
        try folder.write("<!doctype html><title>Not found</title><p>Not here</p>", to: "404.html")
        let router = DevServerRouter.make(
            folder: SiteFolder(path: folder.url.path), liveReload: LiveReloadBroadcaster(serverID: "test-server"))
        try await Application(router: router).test(.router) { client in
            let eTag = try #require(try await client.execute(uri: "/clip.mp4", method: .get).headers[.eTag])
            var headers = HTTPFields()
            for (name, value) in row.headers {
                headers.append(
                    HTTPField(
                        name: try #require(HTTPField.Name(name)),
                        value: value.replacingOccurrences(of: "{etag}", with: eTag)))
            }
            let response = try await client.execute(uri: row.path, method: .get, headers: headers)
            #expect(response.status == row.status)
            let body = String(buffer: response.body)
            switch row.body {
            case .whole: #expect(body == Self.clip)
            case .exactly(let text): #expect(body == text)
            case .empty: #expect(body.isEmpty)
            case .containing(let text): #expect(body.contains(text), "\(body)")
            }
            #expect(response.headers[.contentRange] == row.contentRange)
            // The server goes on answering.
            #expect(try await client.execute(uri: "/", method: .get).status == .ok)
        }
    }

    @Test("Range and If-Range", arguments: ranges)
    func range(_ row: Row) async throws { try await check(row) }

    @Test("If-Modified-Since and If-None-Match", arguments: dates)
    func condition(_ row: Row) async throws { try await check(row) }

    @Test("paths and percent escapes", arguments: paths)
    func path(_ row: Row) async throws { try await check(row) }

    /// A file dated after what nanoseconds in an `Int64` can count (2262) is still served, stamped
    /// with the latest date they can. (Common file systems cannot store dates before 1901, so the
    /// other end, 1677, is checked on `FileStamp.nanoseconds` below.)
    @Test func aFileDatedAfter2262IsServed() async throws {
        let lastModified = "Fri, 11 Apr 2262 23:47:16 GMT"
        let folder = try TemporaryDirectory()
        try folder.write(Self.clip, to: "clip.mp4")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1e10)], ofItemAtPath: folder.path("clip.mp4"))
        let router = DevServerRouter.make(folder: SiteFolder(path: folder.url.path), liveReload: nil)
        try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: "/clip.mp4", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == Self.clip)
            #expect(response.headers[.lastModified] == lastModified)
            let again = try await client.execute(
                uri: "/clip.mp4", method: .get, headers: [.ifModifiedSince: lastModified])
            #expect(again.status == .notModified)
        }
    }

    /// Found by the fuzzer: a refused path answered `HEAD` with the 400 text as a body. (NIO drops
    /// the body of a `HEAD` response on the wire; the file server no longer hands it one.)
    @Test func aRefusedHeadRequestGetsNoBody() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("<!doctype html><title>Home</title><p>Home page</p>", to: "index.html")
        let router = DevServerRouter.make(folder: SiteFolder(path: folder.url.path), liveReload: nil)
        try await Application(router: router).test(.router) { client in
            let get = try await client.execute(uri: "/posts/%1/", method: .get)
            let head = try await client.execute(uri: "/posts/%1/", method: .head)
            #expect(get.status == .badRequest)
            #expect(head.status == .badRequest)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
        }
    }

    @Test(
        "file times clamped to nanoseconds in an Int64",
        arguments: [
            (Int64(1), Int64(5), Int64(1_000_000_005)),
            (-1, 999_999_999, -1),
            (9_223_372_036, 854_775_807, .max),
            (9_223_372_036, 854_775_808, .max),
            (10_000_000_000, 0, .max),
            (.max, 999_999_999, .max),
            (-9_223_372_037, 0, .min),
            (.min, 0, .min),
        ])
    func fileTimes(seconds: Int64, nanoseconds: Int64, clamped: Int64) {
        #expect(FileStamp.nanoseconds(seconds, nanoseconds) == clamped)
    }

    /// The date form both ways, at its ends and around the leap days: what `format` writes,
    /// `parse` reads back to the same second.
    @Test(
        "dates round-trip",
        arguments: [
            (Int64(0), "Thu, 01 Jan 1970 00:00:00 GMT"),
            (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
            (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
            (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
            (HTTPDate.earliest, "Sat, 01 Jan 0000 00:00:00 GMT"),
            (HTTPDate.latest, "Fri, 31 Dec 9999 23:59:59 GMT"),
        ])
    func dateRoundTrip(seconds: Int64, text: String) {
        #expect(HTTPDate.format(seconds) == text)
        #expect(HTTPDate.parse(text) == seconds)
    }

    @Test func datesOutsideFourDigitYearsAreClamped() {
        #expect(HTTPDate.format(Int64.max) == "Fri, 31 Dec 9999 23:59:59 GMT")
        #expect(HTTPDate.format(Int64.min) == "Sat, 01 Jan 0000 00:00:00 GMT")
    }

    @Test func aLeapSecondIsTheNextMinutesFirst() {
        #expect(HTTPDate.parse("Sat, 31 Dec 2016 23:59:60 GMT") == HTTPDate.parse("Sun, 01 Jan 2017 00:00:00 GMT"))
    }

    @Test(
        "positions",
        arguments: [
            ("0", 0), ("26", 26), (intMax, Int.max), (intMaxPlusOne, Int.max), (uint64Max, Int.max),
            (fortyDigits, Int.max), ("00000000000000000000000000000000000000001", 1),
        ])
    func position(text: String, value: Int) {
        #expect(ByteRange.position(Substring(text)) == value)
    }
}
