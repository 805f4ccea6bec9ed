// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Unity scripts of
// iOS game developers' posts: a player controller with serialized fields, a coroutine for a dash,
// an event for the HUD, haptics through a native iOS plugin, and a save file in JSON.

using System;
using System.Collections;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using UnityEngine;
using static UnityEngine.Mathf;

namespace Pebble.Gameplay
{
    public enum PlayerState { Idle, Running, Dashing, Dead }

    [Serializable]
    public class SaveData
    {
        public int bestScore;
        public float totalDistance;
        public string[] unlockedSkins = Array.Empty<string>();
    }

    [RequireComponent(typeof(Rigidbody2D))]
    [DisallowMultipleComponent]
    public sealed class PlayerController : MonoBehaviour
    {
        [Header("Movement")]
        [SerializeField] private float runSpeed = 6.5f;
        [SerializeField, Range(0f, 30f)] private float jumpVelocity = 12f;
        [SerializeField] private float dashDuration = 0.18f;

        [Header("Feedback")]
        [SerializeField] private ParticleSystem dustTrail;
        [Tooltip("Seconds the camera shakes after a hard landing")]
        [SerializeField] private float shakeTime = 0.25f;

        public event Action<int> ScoreChanged;
        public PlayerState State { get; private set; } = PlayerState.Idle;
        public int Score => score;

        private Rigidbody2D body;
        private int score;
        private bool canDash = true;
        private const decimal CoinValue = 0.25m;

#if UNITY_IOS && !UNITY_EDITOR
        [DllImport("__Internal")]
        private static extern void _PlayHaptic(int style);
#else
        private static void _PlayHaptic(int style) => Debug.Log($"haptic {style}");
#endif

        private static string SavePath => Path.Combine(Application.persistentDataPath, "save.json");

        #region Unity messages

        private void Awake()
        {
            body = GetComponent<Rigidbody2D>();
            Application.targetFrameRate = 60;
        }

        private void Update()
        {
            if (State == PlayerState.Dead) return;

            float input = Input.GetAxisRaw("Horizontal");
            body.velocity = new Vector2(input * runSpeed, body.velocity.y);
            State = Abs(input) > 0.01f ? PlayerState.Running : PlayerState.Idle;

            if (Input.GetButtonDown("Jump") && IsGrounded())
            {
                body.velocity += Vector2.up * jumpVelocity;
                _PlayHaptic(1);
            }
            if (Input.GetKeyDown(KeyCode.LeftShift) && canDash)
            {
                StartCoroutine(Dash(Sign(input)));
            }
        }

        private void OnCollisionEnter2D(Collision2D collision)
        {
            switch (collision.gameObject.tag)
            {
                case "Coin":
                    AddScore(10);
                    Destroy(collision.gameObject);
                    break;
                case "Spikes" when State != PlayerState.Dashing:
                    Die();
                    break;
                default:
                    if (collision.relativeVelocity.magnitude > 15f) CameraShake.Instance?.Shake(shakeTime);
                    break;
            }
        }

        #endregion

        private IEnumerator Dash(float direction)
        {
            canDash = false;
            State = PlayerState.Dashing;
            var gravity = body.gravityScale;
            body.gravityScale = 0;
            body.velocity = new Vector2(direction * runSpeed * 3f, 0f);
            dustTrail.Play();
            yield return new WaitForSeconds(dashDuration);

            body.gravityScale = gravity;
            State = PlayerState.Running;
            yield return new WaitForSeconds(0.5f);
            canDash = true;
        }

        private bool IsGrounded()
        {
            var hit = Physics2D.Raycast(transform.position, Vector2.down, 0.6f, LayerMask.GetMask("Ground"));
            return hit.collider != null;
        }

        private void AddScore(int points)
        {
            score += points;
            ScoreChanged?.Invoke(score);
        }

        private void Die()
        {
            State = PlayerState.Dead;
            _PlayHaptic(3);
            var save = Load() ?? new SaveData();
            save.bestScore = Max(save.bestScore, score);
            File.WriteAllText(SavePath, JsonUtility.ToJson(save, prettyPrint: true));
            Debug.Log($"Saved to {SavePath}; best {save.bestScore:N0}, coins worth {score * CoinValue:C}");
        }

        public static SaveData Load()
        {
            try
            {
                return JsonUtility.FromJson<SaveData>(File.ReadAllText(SavePath));
            }
            catch (FileNotFoundException)
            {
                return null;
            }
        }

        public string Describe() => State switch
        {
            PlayerState.Dead => "Game over",
            PlayerState.Dashing or PlayerState.Running => $"Moving, {{score}} = {score}",
            _ => string.Join(", ", Load()?.unlockedSkins.Where(s => s.Length > 0) ?? Enumerable.Empty<string>()),
        };

        [ContextMenu("Reveal Save File")]
        private void RevealSaveFile()
        {
            Debug.Log($@"Save file: {SavePath} (on Windows, C:\Users\<you>\AppData\LocalLow\""Pebble"")");
            var lines = File.Exists(SavePath) ? File.ReadAllText(SavePath).Split('\n').Length : 0;
            Debug.Log(@"Lines: " + lines);
            Application.OpenURL("file://" + SavePath);
        }
    }
}
