import Benchmark
import Foundation
import MarginaliaContent
import MarginaliaModels

/// `CommentBytesDecoder` (with `JSONByteReader`) against `JSONDecoder`, on a file of 1,000
/// comments (about 500 KB).
func commentDecodingBenchmarks() {
    let file = Inputs.commentsFile(1_000)
    let ours = file.withUnsafeBytes(CommentBytesDecoder.comments(inArray:))
    let library = try? JSONDecoder().decode([Comment].self, from: file)
    precondition(ours != nil && ours == library, "CommentBytesDecoder and JSONDecoder disagree on the input")

    Benchmark("comment JSON: ours") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(file.withUnsafeBytes(CommentBytesDecoder.comments(inArray:)))
        }
    }
    Benchmark("comment JSON: JSONDecoder") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONDecoder().decode([Comment].self, from: file))
        }
    }
}
