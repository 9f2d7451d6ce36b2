// Built by the accounts issue; the route exists so that the app's map is complete.
export default function ForgotPasswordPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6">
      <h1 className="text-2xl font-semibold">Restablecer contraseña</h1>
    </main>
  );
}
