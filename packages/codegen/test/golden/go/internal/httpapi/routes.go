package httpapi

import (
	"github.com/go-chi/chi/v5"

	"heritage-server/internal/resources"
)

// mountRecords adds the routes of every resource: list and show always, and each write the
// krud offers. An action a krud does not offer has no route of its own: the fallback refuses
// it (403) as it refuses a krud the project does not have.
func mountRecords(r chi.Router, s *server) {
	ahasMembersResource := resources.AhasMembers()
	r.Get("/records/ahas-members", s.list(ahasMembersResource))
	r.Get("/records/ahas-members/{id}", s.show(ahasMembersResource))
	r.Post("/records/ahas-members", s.create(ahasMembersResource))
	r.Patch("/records/ahas-members/{id}", s.update(ahasMembersResource))
	r.Delete("/records/ahas-members/{id}", s.delete(ahasMembersResource))
	r.Post("/records/ahas-members/{id}/restore", s.restore(ahasMembersResource))

	aimagsResource := resources.Aimags()
	r.Get("/records/aimags", s.list(aimagsResource))
	r.Get("/records/aimags/{id}", s.show(aimagsResource))
	r.Post("/records/aimags", s.create(aimagsResource))
	r.Patch("/records/aimags/{id}", s.update(aimagsResource))

	applicationsResource := resources.Applications()
	r.Get("/records/applications", s.list(applicationsResource))
	r.Get("/records/applications/{id}", s.show(applicationsResource))
	r.Post("/records/applications", s.create(applicationsResource))
	r.Patch("/records/applications/{id}", s.update(applicationsResource))
	r.Delete("/records/applications/{id}", s.delete(applicationsResource))
	r.Post("/records/applications/{id}/restore", s.restore(applicationsResource))

	contentCategoriesResource := resources.ContentCategories()
	r.Get("/records/content-categories", s.list(contentCategoriesResource))
	r.Get("/records/content-categories/{id}", s.show(contentCategoriesResource))
	r.Post("/records/content-categories", s.create(contentCategoriesResource))
	r.Patch("/records/content-categories/{id}", s.update(contentCategoriesResource))

	contentItemsResource := resources.ContentItems()
	r.Get("/records/content-items", s.list(contentItemsResource))
	r.Get("/records/content-items/{id}", s.show(contentItemsResource))
	r.Post("/records/content-items", s.create(contentItemsResource))
	r.Patch("/records/content-items/{id}", s.update(contentItemsResource))
	r.Delete("/records/content-items/{id}", s.delete(contentItemsResource))
	r.Post("/records/content-items/{id}/restore", s.restore(contentItemsResource))

	envoysResource := resources.Envoys()
	r.Get("/records/envoys", s.list(envoysResource))
	r.Get("/records/envoys/{id}", s.show(envoysResource))
	r.Post("/records/envoys", s.create(envoysResource))
	r.Patch("/records/envoys/{id}", s.update(envoysResource))
	r.Delete("/records/envoys/{id}", s.delete(envoysResource))
	r.Post("/records/envoys/{id}/restore", s.restore(envoysResource))

	feedbackResource := resources.Feedback()
	r.Get("/records/feedback", s.list(feedbackResource))
	r.Get("/records/feedback/{id}", s.show(feedbackResource))
	r.Patch("/records/feedback/{id}", s.update(feedbackResource))
	r.Delete("/records/feedback/{id}", s.delete(feedbackResource))
	r.Post("/records/feedback/{id}/restore", s.restore(feedbackResource))

	fieldSamplesResource := resources.FieldSamples()
	r.Get("/records/field-samples", s.list(fieldSamplesResource))
	r.Get("/records/field-samples/{id}", s.show(fieldSamplesResource))
	r.Post("/records/field-samples", s.create(fieldSamplesResource))
	r.Patch("/records/field-samples/{id}", s.update(fieldSamplesResource))
	r.Delete("/records/field-samples/{id}", s.delete(fieldSamplesResource))
	r.Post("/records/field-samples/{id}/restore", s.restore(fieldSamplesResource))

	heritageBearersResource := resources.HeritageBearers()
	r.Get("/records/heritage-bearers", s.list(heritageBearersResource))
	r.Get("/records/heritage-bearers/{id}", s.show(heritageBearersResource))
	r.Post("/records/heritage-bearers", s.create(heritageBearersResource))
	r.Patch("/records/heritage-bearers/{id}", s.update(heritageBearersResource))
	r.Delete("/records/heritage-bearers/{id}", s.delete(heritageBearersResource))
	r.Post("/records/heritage-bearers/{id}/restore", s.restore(heritageBearersResource))

	heritageDomainsResource := resources.HeritageDomains()
	r.Get("/records/heritage-domains", s.list(heritageDomainsResource))
	r.Get("/records/heritage-domains/{id}", s.show(heritageDomainsResource))
	r.Post("/records/heritage-domains", s.create(heritageDomainsResource))
	r.Patch("/records/heritage-domains/{id}", s.update(heritageDomainsResource))
	r.Delete("/records/heritage-domains/{id}", s.delete(heritageDomainsResource))

	investorsResource := resources.Investors()
	r.Get("/records/investors", s.list(investorsResource))
	r.Get("/records/investors/{id}", s.show(investorsResource))
	r.Post("/records/investors", s.create(investorsResource))
	r.Patch("/records/investors/{id}", s.update(investorsResource))
	r.Delete("/records/investors/{id}", s.delete(investorsResource))
	r.Post("/records/investors/{id}/restore", s.restore(investorsResource))

	newsResource := resources.News()
	r.Get("/records/news", s.list(newsResource))
	r.Get("/records/news/{id}", s.show(newsResource))
	r.Post("/records/news", s.create(newsResource))
	r.Patch("/records/news/{id}", s.update(newsResource))
	r.Delete("/records/news/{id}", s.delete(newsResource))
	r.Post("/records/news/{id}/restore", s.restore(newsResource))

	pagesResource := resources.Pages()
	r.Get("/records/pages", s.list(pagesResource))
	r.Get("/records/pages/{id}", s.show(pagesResource))
	r.Patch("/records/pages/{id}", s.update(pagesResource))

	partnersResource := resources.Partners()
	r.Get("/records/partners", s.list(partnersResource))
	r.Get("/records/partners/{id}", s.show(partnersResource))
	r.Post("/records/partners", s.create(partnersResource))
	r.Patch("/records/partners/{id}", s.update(partnersResource))
	r.Delete("/records/partners/{id}", s.delete(partnersResource))
	r.Post("/records/partners/{id}/restore", s.restore(partnersResource))

	publicRequestsResource := resources.PublicRequests()
	r.Get("/records/public-requests", s.list(publicRequestsResource))
	r.Get("/records/public-requests/{id}", s.show(publicRequestsResource))
	r.Patch("/records/public-requests/{id}", s.update(publicRequestsResource))
	r.Delete("/records/public-requests/{id}", s.delete(publicRequestsResource))
	r.Post("/records/public-requests/{id}/restore", s.restore(publicRequestsResource))

	supportersResource := resources.Supporters()
	r.Get("/records/supporters", s.list(supportersResource))
	r.Get("/records/supporters/{id}", s.show(supportersResource))
	r.Post("/records/supporters", s.create(supportersResource))
	r.Patch("/records/supporters/{id}", s.update(supportersResource))
	r.Delete("/records/supporters/{id}", s.delete(supportersResource))
	r.Post("/records/supporters/{id}/restore", s.restore(supportersResource))

	// A krud the project does not have: a visitor is asked to sign in and anyone else refused,
	// as Tamga answers, so no one learns from the answer which kruds exist.
	r.HandleFunc("/records/*", s.unknownKrud)
}
