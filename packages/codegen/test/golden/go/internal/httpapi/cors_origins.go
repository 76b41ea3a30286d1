package httpapi

// corsOrigins are the web origins whose pages may call the API from a browser: the project's
// cors_origins when this server was generated. None: no page of another origin may.
var corsOrigins = []string{"https://partner.heritage.example"}
