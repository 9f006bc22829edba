"""Practice modes, the mode-to-tools scene mapping, the mode router and the agent's tool-calling loop."""
