import Testing
@testable import OpenChartsViews
