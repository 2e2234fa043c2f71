import MarginaliaCommands

@main
enum Marginalia {
    static func main() async {
        await MarginaliaCommand.start()
    }
}
