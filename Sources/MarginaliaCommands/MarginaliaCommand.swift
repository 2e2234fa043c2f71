import ArgumentParser

/// `marginalia`: the root command.
public struct MarginaliaCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "marginalia",
        abstract: "A static site generator for blog comments.",
        discussion: "Reads Content/ (JSON fixtures), fills Templates/ (Mustache) and writes a static site to Output/.",
        version: "0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, ImportCommand.self, IntakeCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    public init() {}
}
