import Foundation
import OpenChartsCLI

let io = CommandIO(passThrough: true)
exit(OpenChartsCLI.run(Array(CommandLine.arguments.dropFirst()), io: io))
