import Foundation
import MarginaliaModels

/// What one `SiteRebuilder.rebuild` did: the development server logs it and decides from it how
/// open pages are refreshed.
public struct RebuildReport: Sendable, Equatable {
    /// Whether the whole site was written to a fresh folder and swapped in, or files were patched
    /// in place.
    public enum Kind: Sendable, Equatable {
        case full
        case incremental
        /// The pages open in browsers, written before the rest of an incremental rebuild
        /// (`RebuildPriorities`); the report of the whole rebuild follows.
        case firstPages
    }

    public var kind: Kind
    /// The inputs found changed since the previous build (paths as the options name them, such as
    /// `Content/comments/p1.json`); empty for a full build.
    public var changedInputs: [String] = []
    /// The output files rendered, whether or not their text changed, relative to the output
    /// folder and sorted.
    public var filesRendered: [String] = []
    /// The rendered files whose text changed and that were written, relative to the output folder.
    public var filesWritten: [String] = []
    /// The static files copied, relative to the output folder (`assets/style.css`).
    public var assetsCopied: [String] = []
    /// The files removed because their page or asset no longer exists.
    public var filesRemoved: [String] = []
    /// The files of `filesWritten` that were written first, as the pages open in browsers, and
    /// reported then (`Kind.firstPages`).
    public var shownFirst: [String] = []
    public var duration: Duration = .zero
    /// What is wrong with the theme without stopping the build, when this rebuild loaded the
    /// theme (the first build, and every rebuild after a template changed).
    public var themeWarnings: [ThemeWarning] = []
    /// The avatars this rebuild could not fetch (their initials show), when it fetched any.
    public var avatarProblems: [AvatarProblem] = []

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The report of what applying a plan did.
    init(kind: Kind, _ outcome: PlanApplier.Outcome) {
        self.kind = kind
        filesRendered = outcome.rendered
        filesWritten = outcome.written
        assetsCopied = (outcome.copied + outcome.generated).sorted()
        filesRemoved = outcome.removed
        shownFirst = outcome.shownFirst
    }

    /// Every output file that is new, different or gone.
    public var changedOutput: [String] { filesWritten + assetsCopied + filesRemoved }
}

extension RebuildReport: CustomStringConvertible {
    /// The summary, then a line per theme warning and per avatar that could not be fetched.
    public var description: String {
        ([summary] + themeWarnings.map(\.description) + avatarProblems.map(\.description)).joined(separator: "\n")
    }

    private var summary: String {
        let milliseconds = duration.inSeconds * 1000
        let time = String(format: "%.0f ms", milliseconds)
        switch kind {
        case .full:
            return
                "Built the site: wrote \(filesWritten.count) pages and copied \(assetsCopied.count) assets in \(time)"
        case .incremental:
            let inputs =
                changedInputs.isEmpty
                ? "no input changed since the last good build" : Self.list(changedInputs) + " changed"
            var parts = ["rewrote \(filesWritten.count) of \(filesRendered.count) rendered pages"]
            if !assetsCopied.isEmpty { parts.append("copied " + Self.list(assetsCopied)) }
            if !filesRemoved.isEmpty { parts.append("removed \(filesRemoved.count) files") }
            if !shownFirst.isEmpty { parts.append(Self.list(shownFirst) + " first, as open in a browser") }
            return "Rebuilt: \(inputs); " + parts.joined(separator: ", ") + " in \(time)"
        case .firstPages:
            let pages = filesWritten.isEmpty ? "no open page changed" : "rewrote " + Self.list(filesWritten) + " first"
            return "Open pages first: \(pages) in \(time); rendering the rest"
        }
    }

    /// The first few items, then how many more.
    private static func list(_ items: [String], limit: Int = 3) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }
}
