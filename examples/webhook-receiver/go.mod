module example.com/openim-webhook-receiver

go 1.22
