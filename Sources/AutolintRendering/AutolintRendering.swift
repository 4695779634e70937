/// The rendering layer: Graphviz graphs, wireframes, HTML reports.
public enum AutolintRenderingLayer {}
