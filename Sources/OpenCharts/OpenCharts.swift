// Foundation too, as SwiftUI re-exports it: chart code names Date, Calendar and CGFloat
// with only `import SwiftUI` and `import Charts`, which become `import OpenCharts`.
@_exported import Foundation
@_exported import OpenChartsCore
@_exported import OpenChartsText
@_exported import OpenChartsViews
@_exported import OpenChartsCharts
@_exported import OpenChartsRender
