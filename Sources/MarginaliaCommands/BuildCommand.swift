import ArgumentParser
import Foundation
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
        let generator = SiteGenerator(options: site.generatorOptions(referenceDate: try site.referenceDate()))
        do {
            let report = try await generator.build()
            for problem in report.avatars.failures { Terminal.printWarning(problem) }
            print(report)
            if timings { print(report.phases) }
        } catch {
            Terminal.printError(error)
            throw ExitCode.failure
        }
    }
}
