import OpenCharts
