import MarginaliaModels

extension MarginaliaModels.Comment {
    /// The body's text, for tests of content read with every body held (importers, decoders): a
    /// body left in its file shows as a marker no expected text has.
    var heldBody: String { body.text ?? "<left in its file>" }
}
