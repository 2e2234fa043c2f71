import ArgumentParser
import Foundation

/// Chooses the build's reference date: the reproducible-builds convention first.
enum ReferenceDate {
    static func resolve(now: String?, environment: [String: String], currentDate: Date) throws -> Date {
        if let now {
            guard let date = try? Date(now, strategy: .iso8601) else {
                throw ValidationError("--now \"\(now)\" is not an ISO 8601 date such as 2026-11-21T12:00:00Z.")
            }
            return date
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH \"\(epoch)\" is not a whole number of seconds since 1970.")
            }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return currentDate
    }
}
