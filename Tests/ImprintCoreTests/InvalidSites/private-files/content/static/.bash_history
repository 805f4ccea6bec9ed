ssh root@host
