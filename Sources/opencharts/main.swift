import OpenChartsCLI
print("opencharts")
