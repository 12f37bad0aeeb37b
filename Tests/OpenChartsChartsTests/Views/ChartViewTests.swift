import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

@Suite("Charts as views")
struct ChartViewTests {
    let bars = Chart { ForBars() }

    @Test("chartOverlay's GeometryReader reads the plot frame anchor as the plot's rectangle")
    func overlayAnchor() throws {
        let chart = bars.chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotAreaFrame]
                Rectangle().fill(Color.red).frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)
            }
        }
        let plot = try bars.chartProxy().plotRect
        let red = try #require(fills(try scene(chart).nodes).last)
        #expect(red.paint == .color(.red))
        #expect(red.path.boundingRect == plot)
    }

    @Test("A padded chart's plot anchor resolves to the plot where the chart is drawn")
    func paddedAnchor() throws {
        var seen: CGRect?
        let view = bars.chartBackground { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotFrame ?? proxy.plotAreaFrame]
                let _ = { seen = frame }()
                Color.clear
            }
        }
        .padding(20)
        _ = try view.makeScene(proposal: ProposedSize(width: 440, height: 340))
        // The reader fills the chart, which is 400 × 300 at (20, 20): the anchor is in the
        // reader's coordinates, so it equals the plot in the chart's.
        #expect(seen == (try bars.chartProxy().plotRect))
    }

    @Test("A chart takes the size its frame proposes; charts share a stack")
    func framesAndStacks() throws {
        let framed = try scene(bars.frame(width: 200, height: 100))
        #expect(framed.size == CGSize(width: 200, height: 100))
        let framedBars = symbolGroups(framed.nodes).compactMap(fillBounds)
        #expect(framedBars.count == 4 && framedBars.allSatisfy { $0.maxY <= 100 && $0.maxX <= 200 })
        // Two charts side by side in 400 points: each 200 wide, the second moved 200 right.
        let stack = HStack(spacing: 0) { bars; bars }
        let s = try scene(stack)
        #expect(symbolGroups(s.nodes).count == 8)
        let moved = s.nodes.compactMap { if case let .group(g) = $0 { g.transform } else { nil } }
        #expect(moved.filter { $0 != .identity } == [CGAffineTransform(translationX: 200, y: 0)])
    }

    @Test("In a vertical scroll view a chart takes its ideal 300 points of height")
    func inScrollView() throws {
        let view = ScrollView { Chart { ForBars() } }
        let s = try view.makeScene(proposal: ProposedSize(width: 400, height: 500))
        let plot = try Chart { ForBars() }.chartProxy().plotRect
        let bars = symbolGroups(s.nodes).compactMap(fillBounds)
        #expect(bars.count == 4 && bars.allSatisfy { $0.maxY <= plot.maxY + 1e-9 })
    }

    @Test("Marks take any ShapeStyle: .blue.gradient, Gradient and LinearGradient paint gradients")
    func shapeStyles() throws {
        func verticalGradients<C: ChartContent>(_ chart: Chart<C>) throws -> Bool {
            let gradients = fills(try scene(chart).nodes).compactMap { if case let .linearGradient(g) = $0.paint { g } else { nil } }
            // Top to bottom of each bar.
            return gradients.count == 4 && gradients.allSatisfy { $0.start.y < $0.end.y && $0.start.x == $0.end.x }
        }
        #expect(try verticalGradients(Chart { ForBars().foregroundStyle(.blue.gradient) }))
        #expect(try verticalGradients(Chart { ForBars().foregroundStyle(Gradient(colors: [.blue, .purple])) }))
        let linear = Chart { ForBars().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)) }
        let gradients = fills(try scene(linear).nodes).compactMap { if case let .linearGradient(g) = $0.paint { g } else { nil } }
        #expect(gradients.count == 4 && gradients.allSatisfy { $0.start.y == $0.end.y && $0.start.x < $0.end.x })
    }

    @Test("cornerRadius(_:style:) rounds as cornerRadius(_:)")
    func cornerStyle() throws {
        let styled = try scene(Chart { ForBars().cornerRadius(4, style: .circular) })
        let plain = try scene(Chart { ForBars().cornerRadius(4) })
        #expect(styled == plain)
    }

    @Test("chartPlotStyle's frame fixes the plot's height")
    func plotFrame() throws {
        let chart = bars.chartPlotStyle { plot in plot.frame(height: 150) }
        #expect(try chart.chartProxy().plotRect.height == 150)
    }

    @Test("ForEach over a range of integers makes marks")
    func forEachRange() throws {
        let chart = Chart {
            ForEach(0..<5) { i in
                PointMark(x: .value("x", i), y: .value("y", i * i))
            }
        }
        #expect(symbolGroups(try scene(chart).nodes).count == 5)
    }

    @Test("Charts measure text with the environment's measurer")
    func environmentMeasurer() throws {
        let wide = StandInTextMeasurer(advance: 1.2, ascent: 0.8, descent: 0.2, lineGap: 0)
        let real = try bars.chartProxy().plotRect
        var seen: CGRect?
        let measured = bars.chartBackground { proxy in
            GeometryReader { geometry in
                let _ = { seen = geometry[proxy.plotAreaFrame] }()
                Color.clear
            }
        }
        .environment(\.textMeasurer, wide)
        _ = try scene(measured)
        // Wider y-axis labels leave a narrower plot.
        #expect(try #require(seen).width < real.width)
    }
}

@Suite("Chart symbols as shapes")
struct ChartSymbolShapeViewTests {
    @Test("A built-in chart symbol is a Shape: as a view it fills its frame with its outline")
    func symbolAsView() throws {
        let scene = try BasicChartSymbolShape.square.frame(width: 20, height: 20).makeScene(proposal: .unspecified)
        let bounds = try #require(fills(scene.nodes).first?.path.boundingRect)
        #expect(bounds.width > 0 && bounds.width <= 20 && bounds.height <= 20)
    }
}

@Suite("Annotations as views")
struct AnnotationViewTests {
    @Test("The AnnotationContext form is told the size of the mark it annotates")
    func contextForm() throws {
        var sizes: [CGSize] = []
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
                .annotation(position: .overlay) { context in
                    let _ = { sizes.append(context.targetSize) }()
                    Text("\(Int(context.targetSize.height))")
                }
        }
        let s = try scene(chart)
        let bar = try #require(symbolGroups(s.nodes).first.flatMap(fillBounds))
        #expect(sizes == [bar.size])
        #expect(texts(s.nodes).contains { $0.text == "\(Int(bar.height))" })
    }

    @Test("A chart given no room draws nothing instead of failing")
    func zeroSize() throws {
        let view = VStack { Chart { ForBars() }.frame(width: 0, height: 0) }
        let s = try view.makeScene(proposal: ProposedSize(width: 100, height: 100))
        #expect(symbolGroups(s.nodes).isEmpty)
    }

    @Test("Selection and scrolling modifiers compile after view modifiers")
    func interactionAfterViewModifiers() throws {
        @State var selected: String? = "Tue"
        let view = Chart { ForBars() }
            .padding(4)
            .chartXSelection(value: $selected)
            .chartScrollableAxes(.horizontal)
        #expect(symbolGroups(try scene(view).nodes).count == 4)
    }
}
