extension Duration {
    /// The duration as a number of seconds, fractions included: for reports and timeouts.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
