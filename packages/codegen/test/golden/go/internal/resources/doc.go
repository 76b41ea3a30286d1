// Package resources describes each krud of the project for the one records implementation:
// its table and columns, identity, actions, the schemas a create and an update accept, and how
// its list sorts, filters and searches. Generated from the krud, grid, form and model documents.
package resources
