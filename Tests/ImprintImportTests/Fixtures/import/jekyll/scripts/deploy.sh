#!/bin/sh
echo secret
