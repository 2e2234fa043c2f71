import ArgumentParser
import Foundation
import MarginaliaAvatarDownloads
import MarginaliaSite

/// `marginalia build`: generates the site once.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Generate the site into the output folder."
    )

    @OptionGroup var site: SiteLocationOptions

    @Flag(help: "Print how long each step of the build took.")
    var timings = false

    func run() async throws {
        var generator = SiteGenerator(
            options: site.generatorOptions(referenceDate: try site.referenceDate()), services: .live)
        let progressLine = ProgressLine.onTerminal()
        if let progressLine { generator.progress = { progressLine.show($0) } }
        do {
            let report = try await generator.build()
            progressLine?.clear()
            for warning in report.themeWarnings { Terminal.printWarning(warning) }
            for problem in report.avatars.failures { Terminal.printWarning(problem) }
            print(report)
            if timings { print(report.phases) }
        } catch {
            progressLine?.clear()
            Terminal.printError(error)
            throw ExitCode.failure
        }
    }
}
