import Foundation
import Mustache
import Testing
@testable import MarginaliaSite

/// The benchmark's second render must give the same pages as the first, or it would time
/// something other than the build's rendering.
@Suite("Template engine floor")
struct TemplateEngineFloorTests {
    @Test func recordedValuesRenderTheDemoPagesByteForByte() async throws {
        let floor = TemplateEngineFloor(
            contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates, referenceDate: TestDates.now
        )
        let measurement = try await floor.measure()
        #expect(measurement.posts == 3)
        #expect(measurement.comments == 26)
        #expect(measurement.friends == 8)
        #expect(measurement.postPages.live > .zero && measurement.postPages.recorded > .zero)
        #expect(measurement.friendPages.live > .zero && measurement.friendPages.recorded > .zero)
    }

    /// A model that notes every name it is asked for.
    final class CountingModel: MustacheParent {
        var asked: [String] = []

        func child(named name: String) -> Any? {
            asked.append(name)
            return name == "name" ? TemplateText(renderText: "Ada") : nil
        }
    }

    @Test func eachValueIsAskedForOnceAndThenReplayed() {
        let source = CountingModel()
        let recorded = RecordedValues(source)
        for _ in 0..<3 {
            #expect((recorded.child(named: "name") as? TemplateText)?.renderText == "Ada")
            #expect(recorded.child(named: "missing") == nil)
        }
        #expect(source.asked == ["name", "missing"])
    }
}
