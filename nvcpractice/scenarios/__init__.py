"""Practice scenarios: the library written for the project and the ones learners generate, reviewed by staff."""
