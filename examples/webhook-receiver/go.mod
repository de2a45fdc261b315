module example.com/openim-webhook-receiver

go 1.19 // http.MaxBytesError arrived in Go 1.19; the tests build with Debian 12's Go 1.19
