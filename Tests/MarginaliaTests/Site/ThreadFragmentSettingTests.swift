import Foundation
import MarginaliaModels
import MarginaliaSite
import Testing

/// `site.json`'s `threadFragments`: `false` leaves out every `thread.html`, in `build` and in
/// `serve`'s rebuild, and changes nothing else.
@Suite("The threadFragments setting")
struct ThreadFragmentSettingTests {
    static let fragments = ["posts/p1/thread.html", "posts/p2/thread.html"]

    static func siteJSON(threadFragments: Bool?) -> String {
        let setting = threadFragments.map { #", "threadFragments": \#($0)"# } ?? ""
        return #"{"title": "Test Site", "baseURL": "http://localhost:8000/", "timeZone": "UTC"\#(setting)}"#
    }

    /// `SiteOnDisk`'s content with the bundled theme, which has `thread.mustache`.
    static func options(_ site: SiteOnDisk, output: String = "Output") -> SiteGenerator.Options {
        var options = site.options
        options.templatesDirectory = PackagePaths.templates
        options.outputDirectory = site.root.appendingPathComponent(output).path
        options.offline = true
        return options
    }

    @Test func itIsOnUnlessSiteJSONSaysOtherwise() throws {
        #expect(SiteConfig().threadFragments)
        let decoded = try JSONDecoder().decode(SiteConfig.self, from: Data(Self.siteJSON(threadFragments: nil).utf8))
        #expect(decoded.threadFragments)
        let off = try JSONDecoder().decode(SiteConfig.self, from: Data(Self.siteJSON(threadFragments: false).utf8))
        #expect(!off.threadFragments)
    }

    @Test func offABuildWritesNoThreadFragmentAndNothingElseChanges() async throws {
        let site = try SiteOnDisk.make(["Content/site.json": Self.siteJSON(threadFragments: false)])
        defer { site.remove() }
        _ = try await SiteGenerator(options: Self.options(site)).build()
        try site.write(Self.siteJSON(threadFragments: true), to: "Content/site.json")
        _ = try await SiteGenerator(options: Self.options(site, output: "Reference")).build()

        let without = site.files()
        let with = site.files(in: "Reference")
        #expect(Self.fragments.allSatisfy { with[$0] != nil })
        #expect(Self.fragments.allSatisfy { without[$0] == nil })
        #expect(without == with.filter { !Self.fragments.contains($0.key) })
    }

    @Test func switchedOnAndOffInServeNoFragmentIsLeftBehind() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        var rebuilder = SiteRebuilder(options: Self.options(site))
        _ = try await rebuilder.rebuild()
        #expect(Self.fragments.allSatisfy { site.exists("Output/" + $0) })

        for (number, setting) in [false, true, false].enumerated() {
            try site.write(Self.siteJSON(threadFragments: setting), to: "Content/site.json")
            let report = try await rebuilder.rebuild()
            #expect(Self.fragments.allSatisfy { site.exists("Output/" + $0) == setting }, "step \(number)")
            if !setting { #expect(report.filesRemoved == Self.fragments, "step \(number)") }
            let reference = "Reference\(number)"
            _ = try await SiteGenerator(options: Self.options(site, output: reference)).build()
            #expect(site.files() == site.files(in: reference), "step \(number)")
        }
    }
}
