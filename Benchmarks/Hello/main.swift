print("Hello from the smallest Swift executable.")
