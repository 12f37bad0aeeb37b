@_exported import OpenChartsCore
@_exported import OpenChartsText
@_exported import OpenChartsViews
@_exported import OpenChartsCharts
@_exported import OpenChartsRender
