import Foundation
import MarginaliaTestSupport
import Testing

@testable import MarginaliaCommands

@Suite("Reference date")
struct ReferenceDateTests {
    let current = Date(timeIntervalSince1970: 42)

    @Test func nowWinsOverTheEnvironment() throws {
        let date = try ReferenceDate.resolve(
            now: "2026-11-21T12:00:00Z", environment: ["SOURCE_DATE_EPOCH": "1"], currentDate: current)
        #expect(date == TestDates.now)
    }

    @Test func sourceDateEpochComesNext() throws {
        #expect(
            try ReferenceDate.resolve(now: nil, environment: ["SOURCE_DATE_EPOCH": "1795262400"], currentDate: current)
                == TestDates.now)
    }

    @Test func theCurrentTimeIsTheLastResort() throws {
        #expect(try ReferenceDate.resolve(now: nil, environment: [:], currentDate: current) == current)
    }

    @Test("invalid values are rejected", arguments: [("yesterday", nil), (nil, "soon")] as [(String?, String?)])
    func invalid(now: String?, epoch: String?) {
        #expect(throws: (any Error).self) {
            try ReferenceDate.resolve(
                now: now, environment: epoch.map { ["SOURCE_DATE_EPOCH": $0] } ?? [:], currentDate: current)
        }
    }
}
