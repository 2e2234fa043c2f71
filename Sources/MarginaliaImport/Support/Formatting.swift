import Foundation
import MarginaliaModels

extension Duration {
    /// `1.25 s`
    var formattedSeconds: String {
        String(format: "%.2f s", inSeconds)
    }
}

extension Int {
    /// `12,345`, the same on every machine.
    var grouped: String {
        let digits = String(magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (self < 0 ? "-" : "") + grouped
    }
}
