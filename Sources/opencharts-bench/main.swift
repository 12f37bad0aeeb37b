import OpenCharts
print("opencharts-bench")
