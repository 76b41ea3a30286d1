package access

// Roles are the project's role documents: what each may do with each krud, and on which rows.
func Roles() []Role {
	role1 := Role{ID: 1, Name: "super-admin", Title: "Супер админ", SuperAdmin: true, Rights: map[string]Rights{}}

	role2 := Role{ID: 2, Name: "admin", Title: "Системийн админ", Rights: map[string]Rights{}}
	role2.Rights["ahas-members"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["aimags"] = Rights{Create: true, Read: true, Update: true}
	role2.Rights["applications"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["content-categories"] = Rights{Create: true, Read: true, Update: true}
	role2.Rights["content-items"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["envoys"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["feedback"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["field-samples"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["heritage-bearers"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["heritage-domains"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["investors"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["news"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["pages"] = Rights{Read: true, Update: true}
	role2.Rights["partners"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["public-requests"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role2.Rights["supporters"] = Rights{Create: true, Read: true, Update: true, Delete: true}

	role3 := Role{ID: 3, Name: "staff", Title: "Ажилтан", Rights: map[string]Rights{}}
	role3.Rights["ahas-members"] = Rights{Create: true, Read: true, Update: true}
	role3.Rights["aimags"] = Rights{Read: true}
	role3.Rights["applications"] = Rights{Read: true, Update: true}
	role3.Rights["content-categories"] = Rights{Read: true, Update: true}
	role3.Rights["content-items"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role3.Rights["envoys"] = Rights{Create: true, Read: true, Update: true}
	role3.Rights["feedback"] = Rights{Read: true, Update: true}
	role3.Rights["heritage-bearers"] = Rights{Create: true, Read: true, Update: true}
	role3.Rights["heritage-domains"] = Rights{Create: true, Read: true, Update: true}
	role3.Rights["investors"] = Rights{Create: true, Read: true, Update: true}
	role3.Rights["news"] = Rights{Create: true, Read: true, Update: true, Delete: true}
	role3.Rights["pages"] = Rights{Read: true, Update: true}
	role3.Rights["partners"] = Rights{Create: true, Read: true, Update: true}
	role3.Rights["public-requests"] = Rights{Read: true, Update: true}
	role3.Rights["supporters"] = Rights{Create: true, Read: true, Update: true}

	role4 := Role{ID: 4, Name: "council-member", Title: "Зөвлөлийн гишүүн", Rights: map[string]Rights{}}
	role4.Rights["applications"] = Rights{Read: true}
	role4.Rights["heritage-bearers"] = Rights{Read: true}

	role5 := Role{ID: 5, Name: "applicant", Title: "Өргөдөл гаргагч", Rights: map[string]Rights{}}
	role5.Rights["applications"] = Rights{Create: true, Read: true, Conditions: []Condition{{Type: CurrentUser, Column: "applicant_id"}}}
	return []Role{role1, role2, role3, role4, role5}
}
