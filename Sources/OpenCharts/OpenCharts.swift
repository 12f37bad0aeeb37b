@_exported import OpenChartsCore
@_exported import OpenChartsText
@_exported import OpenChartsRender
